import { forgotPasswordInput, loginInput, resetPasswordInput } from '@/lib/schemas/auth';
import { changePasswordInput, profileInput } from '@/lib/schemas/profile';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('loginInput', () => {
  it('requires every field with the mandatory message', () => {
    expect(firstMessage(loginInput.safeParse({ cloudId: ' ', username: 'a', password: 'b' }))).toBe('validation.mandatory');
    expect(firstMessage(loginInput.safeParse({}))).toBe('validation.mandatory');
  });
  it('trims the cloud id and username but not the password', () => {
    expect(loginInput.parse({ cloudId: ' acme ', username: ' bob ', password: ' p ' })).toEqual({ cloudId: 'acme', username: 'bob', password: ' p ' });
  });
});

describe('forgotPasswordInput', () => {
  it('says both are mandatory', () => {
    expect(firstMessage(forgotPasswordInput.safeParse({ cloudId: 'acme', username: '' }))).toBe('auth.resetMandatory');
  });
});

describe('resetPasswordInput', () => {
  const ref = 'x'.repeat(20);
  it.each([
    [{ ref, password: '', confirm: '' }, 'auth.fillBoth'],
    [{ ref, password: '12345', confirm: '12345' }, 'auth.newPasswordMin'],
    [{ ref, password: '123456', confirm: '1234567' }, 'auth.passwordsMismatch'],
  ])('refuses %o with %s', (input, message) => {
    expect(firstMessage(resetPasswordInput.safeParse(input))).toBe(message);
  });
  it('accepts six matching characters', () => {
    expect(resetPasswordInput.safeParse({ ref, password: '123456', confirm: '123456' }).success).toBe(true);
  });
});

describe('profileInput', () => {
  it('requires name, phone and e-mail', () => {
    expect(firstMessage(profileInput.safeParse({ name: '', phoneNumber: '1', email: 'a@b.co' }))).toBe('validation.mandatory');
  });
  it('checks the e-mail and phone shape', () => {
    expect(firstMessage(profileInput.safeParse({ name: 'a', phoneNumber: '1', email: 'nope' }))).toBe('validation.email');
    expect(firstMessage(profileInput.safeParse({ name: 'a', phoneNumber: 'call me', email: 'a@b.co' }))).toBe('validation.phone');
  });
});

describe('changePasswordInput', () => {
  it('uses the 6-character minimum of DECISIONS.md', () => {
    expect(firstMessage(changePasswordInput.safeParse({ oldPassword: 'x', newPassword: '12345' }))).toBe('validation.passwordMin');
    expect(changePasswordInput.safeParse({ oldPassword: 'x', newPassword: '123456' }).success).toBe(true);
  });
});
