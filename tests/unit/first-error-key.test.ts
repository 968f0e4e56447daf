import { firstErrorKey } from '@/components/ui/use-detail-form';

describe('firstErrorKey', () => {
  it('finds the first message, flat or nested (client profile settings)', () => {
    expect(firstErrorKey({ name: { type: 'too_small', message: 'validation.mandatory' } })).toBe('validation.mandatory');
    expect(firstErrorKey({ settings: { keepaliveperiod: { type: 'custom', message: 'clientProfiles.digitsOnly' } } } as never)).toBe('clientProfiles.digitsOnly');
    expect(firstErrorKey({ proxy: undefined, transport: { type: 'invalid', message: 'validation.mandatory' } } as never)).toBe('validation.mandatory');
    expect(firstErrorKey({})).toBeUndefined();
  });
});
