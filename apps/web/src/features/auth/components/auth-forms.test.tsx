// The sign-in forms show the validation messages of docs/product.md §5.1 under the fields, without native validation.
import { PASSWORD_RULES_MESSAGE } from '@kaushal/shared/constants';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-providers';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';

afterEach(cleanup);

describe('login form', () => {
  it('asks for both fields and turns native validation off', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LoginForm />);
    expect(container.querySelector('form')?.noValidate).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects an e-mail without a top-level domain of two letters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email address'), 'learner@example.c');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is not valid')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
  });
});

describe('sign-up form', () => {
  it('requires the password and its confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('password is required')).toBeTruthy();
    expect(screen.getByText('confirm password is required')).toBeTruthy();
    expect(screen.getByText('Enter your full name')).toBeTruthy();
  });

  it('takes an optional phone only as an Indian mobile number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await user.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('Enter a 10-digit Indian mobile number, e.g. +91 98765 43210'),
    ).toBeTruthy();
  });

  it('lists the password rules and reports a confirmation that differs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email address'), 'learner@example.com');
    await user.type(screen.getByLabelText('Password'), 'alllowercase1');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(PASSWORD_RULES_MESSAGE)).toBeTruthy();
    expect(screen.getByText('password not matching')).toBeTruthy();
  });
});

describe('forgot and reset password forms', () => {
  it('validates the e-mail before asking for a link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });

  it('applies the sign-up password rules to the new password', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ResetPasswordForm email="learner@example.com" token="t0ken" onReset={() => undefined} />,
    );
    await user.type(screen.getByLabelText('New password'), 'short1A');
    await user.type(screen.getByLabelText('Confirm new password'), 'short1B');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(PASSWORD_RULES_MESSAGE)).toBeTruthy();
    expect(screen.getByText('password not matching')).toBeTruthy();
  });
});
