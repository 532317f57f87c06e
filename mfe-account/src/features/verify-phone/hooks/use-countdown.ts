import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 before it starts and once it has run out. */
  secondsLeft: number;
  started: boolean;
  start(seconds: number): void;
}

/** A countdown in whole seconds, ticking once a second until it runs out. */
export function useCountdown(): Countdown {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1000);
  }, []);
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return { secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), started: until !== null, start };
}
