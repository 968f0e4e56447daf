'use client';
import { useState } from 'react';
export default function C() { const [n, s] = useState(0); return <button onClick={() => s(n + 1)}>{n}</button>; }
