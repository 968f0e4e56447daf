import C from './c';
export default function P() { return <C />; }
