export default function L({ children }: { children: React.ReactNode }) { return <html><body>{children}</body></html>; }
