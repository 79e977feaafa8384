// 'Login Successful!' over the page, counting down 3, 2, 1 before going home (docs/product.md §2.6, §9).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

export const LOGIN_REDIRECT_SECONDS = 3;

export function LoginSuccessOverlay({ onDone }: { onDone: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(LOGIN_REDIRECT_SECONDS);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus();
    const timer = setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) onDone();
  }, [secondsLeft, onDone]);

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="login-success-title"
        aria-describedby="login-success-text"
        className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-2xl"
      >
        <Icon name="check" className="mx-auto size-14 text-green-600" />
        <h2 id="login-success-title" className="mt-4 text-2xl font-bold text-slate-900">
          Login Successful!
        </h2>
        <p id="login-success-text" className="mt-2 text-slate-600">
          Taking you home in{' '}
          <span className="font-bold text-primary" data-testid="countdown">
            {Math.max(secondsLeft, 1)}
          </span>
          …
        </p>
        <Button ref={buttonRef} size="lg" className="mt-6 w-full" onClick={onDone}>
          Go to Home Now
        </Button>
      </div>
    </div>
  );
}
