import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (a time in ms), ticking down each second; 0 once it has passed or when none. */
export function useCountdown(until: number | null): number {
  const secondsLeft = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    setLeft(secondsLeft());
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // secondsLeft reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return left;
}
