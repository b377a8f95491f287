import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, toBody, withoutIdentifiers } from '../../web/src/features/listings/form-model';

describe('offline drafts keep no candidate identifiers (POPIA)', () => {
  it('drops them from the form values and from the body kept on the device', () => {
    const values = {
      ...EMPTY_VALUES,
      title: 'Plant Metallurgist',
      idNumber: '7503124982089',
      passport: 'A1234567',
      candidateEmail: 'x@example.net',
      candidateCellphone: '082 555 0101',
    };
    const body = toBody('candidate', values, false);
    expect(body.identifiers).toEqual({
      idNumber: '7503124982089',
      passport: 'A1234567',
      email: 'x@example.net',
      cellphone: '082 555 0101',
    });
    const kept = withoutIdentifiers(values, body);
    const text = JSON.stringify(kept);
    for (const secret of ['7503124982089', 'A1234567', 'x@example.net', '082 555 0101'])
      expect(text).not.toContain(secret);
    expect((kept.body as Record<string, unknown>).candidateTitle).toBe('Plant Metallurgist');
    expect(kept.values.title).toBe('Plant Metallurgist');
  });

  it("drops the candidate's full name and the job spec's client too, but keeps the warnings' confirmation", () => {
    const candidate = { ...EMPTY_VALUES, title: 'CFO', fullName: 'Thabo Mokoena', anonymityConfirmed: true };
    const candidateBody = toBody('candidate', candidate, false);
    expect(candidateBody).toMatchObject({ fullName: 'Thabo Mokoena', anonymityConfirmed: true });
    const job = { ...EMPTY_VALUES, title: 'Plant Engineer', clientName: 'Zqx Minerals' };
    const jobBody = toBody('job', job, false);
    expect(jobBody.clientName).toBe('Zqx Minerals');
    // Unticked, the confirmation is not sent at all (an untouched form stays unchanged).
    expect(jobBody).not.toHaveProperty('anonymityConfirmed');
    for (const [values, body, secret] of [
      [candidate, candidateBody, 'Thabo Mokoena'],
      [job, jobBody, 'Zqx Minerals'],
    ] as const) {
      const kept = withoutIdentifiers(values, body);
      expect(JSON.stringify(kept)).not.toContain(secret);
    }
    expect(withoutIdentifiers(candidate, candidateBody).values.anonymityConfirmed).toBe(true);
  });
});
