import { useEffect, useState } from 'react';

/** Relative times move on by themselves: the clock of this render, and a re-render once a minute. */
export function useNow(): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return new Date();
}
