'use client';
// Announces the new page title after a client-side navigation (polite, role="status").
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';

export function RouteAnnouncer() {
  const pathname = usePathname();
  const first = useRef(true);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = window.setTimeout(() => setMessage(document.title || pathname), 100);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
