/**
 * The anonymity guard in the listing form, the parts without React: it reads the same free-text
 * fields the server reads, knows the member's own details and the candidate's identifiers, and a
 * Redact finds the span again in the text as it is now.
 */
import { describe, expect, it } from 'vitest';
import { checkText, redact } from '../../shared/anonymity';
import { CANDIDATE_TEXT_FIELDS, JOB_TEXT_FIELDS } from '../../shared/schemas/listing';
import type { Me } from '../../shared/types/account';
import {
  GUARDED_FIELDS,
  currentSpan,
  knownValuesFor,
  type QuotedFinding,
} from '../../web/src/features/listings/anonymity-model';

const me = {
  email: 'lerato@talentbridge.co.za',
  cellphone: '+27 82 555 0101',
  landline: '011 555 0100',
  company: 'Talent Bridge Recruitment',
  website: 'https://www.talentbridge.co.za',
} as Me;
const identifiers = {
  idNumber: '8001015009087',
  passport: '',
  candidateEmail: 'thabo.m@gmail.com',
  candidateCellphone: '083 444 1234',
};

const quoted = (text: string, known = knownValuesFor('candidate', me, identifiers)): QuotedFinding[] =>
  checkText(text, known).map((one) => ({ ...one, quote: text.slice(one.start, one.end) }));

describe('the fields the guard reads', () => {
  it.each([
    ['job', JOB_TEXT_FIELDS, 'jobTitle'],
    ['candidate', CANDIDATE_TEXT_FIELDS, 'candidateTitle'],
  ] as const)('are the %s text fields the server checks', (_kind, serverFields, titleField) => {
    const asServer = GUARDED_FIELDS.map((field) => (field === 'title' ? titleField : field));
    expect([...asServer].sort()).toEqual([...serverFields].sort());
  });
});

describe('knownValuesFor', () => {
  it('knows the member’s own landline as well as the cellphone, company and website', () => {
    const labels = (text: string) => quoted(text).map((one) => one.label);
    expect(labels('Phone 011 555 0100 today')).toEqual(['your own phone number']);
    expect(labels('Placed by TALENT BRIDGE recruitment')).toEqual(['your own company’s name']);
    expect(labels('See talentbridge.co.za')).toEqual(['your own website']);
  });

  it('knows a candidate’s identifiers from the private section, never on a job spec', () => {
    const text = 'Reach him on +27834441234 or thabo.m@gmail.com';
    expect(quoted(text).map((one) => one.kind)).toEqual(['secret', 'secret']);
    const asJob = checkText(text, knownValuesFor('job', me, identifiers));
    expect(asJob.map((one) => one.kind)).toEqual(['phone', 'email']);
  });

  it('works before the account has loaded', () => {
    expect(checkText('Talent Bridge Recruitment', knownValuesFor('job', undefined, identifiers))).toEqual([]);
  });
});

describe('currentSpan', () => {
  it('finds a finding again after text was typed before it', () => {
    const [shown] = quoted('Call Thabo on 082 555 0147');
    const now = 'Please call Thabo on 082 555 0147';
    const span = currentSpan(now, shown!, knownValuesFor('candidate', me, identifiers));
    expect(span && redact(now, span)).toBe('Please call Thabo on [phone removed]');
  });

  it('finds nothing when the span has since been edited away', () => {
    const [shown] = quoted('Call Thabo on 082 555 0147');
    expect(currentSpan('Call Thabo later', shown!, {})).toBeUndefined();
  });
});
