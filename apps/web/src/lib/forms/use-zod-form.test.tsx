import { ZLoginInput } from '@partsmith/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../test/trpc-errors';
import { FormField } from './form-field';
import { FormServerError } from './form-server-error';
import { showServerError } from './show-server-error';
import { useZodForm } from './use-zod-form';

/** A login form on the binder whose "server" refuses with `answer`, as the tRPC client would throw it. */
function LoginForm({ answer, onSent }: { answer: unknown; onSent?: (values: unknown) => void }) {
  const form = useZodForm(ZLoginInput, { email: '', password: '' });
  const submit = form.handleSubmit((values) => {
    onSent?.(values);
    showServerError(form, answer);
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormField form={form} name="email" label="Email" type="email" />
      <FormField form={form} name="password" label="Password" type="password" />
      <button type="submit">Log in</button>
      <FormServerError form={form} />
    </form>
  );
}

describe('useZodForm with FormField', () => {
  it('shows the schema’s message under its field and sends nothing', async () => {
    const sent: unknown[] = [];
    render(<LoginForm answer={null} onSent={(values) => sent.push(values)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the values as typed', async () => {
    const sent: unknown[] = [];
    render(<LoginForm answer={null} onSent={(values) => sent.push(values)} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(sent).toEqual([{ email: 'ada@example.com', password: 'secret-1' }]);
  });

  it('puts a server-side rule under the field it names, focused', async () => {
    const answer = refusal(400, 'Password is too common', { password: ['Password is too common'] });
    render(<LoginForm answer={answer} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Password is too common')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts any other refusal under the form, and clears it on the next submit', async () => {
    render(<LoginForm answer={refusal(401, 'Wrong email or password')} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
