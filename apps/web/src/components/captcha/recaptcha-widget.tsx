import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready: (cb: () => void) => void;
  render: (el: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR';
let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA unavailable'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Google reCAPTCHA v2 checkbox, rendered when a site key is configured. */
export function RecaptchaWidget({ siteKey, onChange }: { siteKey: string; onChange: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void loadRecaptcha().then((g) => {
      if (cancelled || !container.current) return;
      g.render(container.current, {
        sitekey: siteKey,
        callback: (token: string) => callback.current(token),
        'expired-callback': () => callback.current(null),
        'error-callback': () => callback.current(null),
      });
    }).catch(() => callback.current(null));
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return <div ref={container} data-testid="recaptcha" />;
}
