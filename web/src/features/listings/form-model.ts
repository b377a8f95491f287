/**
 * The listing form's values and how they become the API body (JobFields / CandidateFields),
 * validated with the shared rules (spec “Validation rules” Job save / Candidate save) before anything is sent.
 */
import { CATEGORIES, SECTORS, isFreeInput, type ListingKind } from '../../../../shared/lookups';
import { asksForCountryName } from '../../../../shared/rules/listing';
import { validateCandidate, validateJob } from '../../../../shared/schemas/listing';
import type { CandidateFields, JobFields, ListingView } from '../../../../shared/types/listings';

export type ListingFormValues = {
  /** jobTitle or candidateTitle. */
  title: string;
  categories: number[];
  categoryOther: string;
  natures: number[];
  equities: number[];
  genderId: number | null;
  packageId: number | null;
  locations: number[];
  countryOther: string;
  qualifications: string;
  experience: string;
  sectors: number[];
  sectorOther: string;
  additional: string;
  placementFee: string;
  sourcing: boolean;
  /** Candidates only (POPIA): the poster declares the candidate agreed to be presented, and when. */
  consentGiven: boolean;
  consentDate: string;
  /** Candidates only, write-only: private identifiers for the duplicate check, never shown back. */
  idNumber: string;
  passport: string;
  candidateEmail: string;
  candidateCellphone: string;
  /** Write-only secrets of the anonymity guard: the candidate's full name, the job spec's client. */
  fullName: string;
  clientName: string;
  /** "I checked: this does not identify anyone": the guard's warnings confirmed for this save. */
  anonymityConfirmed: boolean;
};

export type FormField = keyof ListingFormValues;

export const EMPTY_VALUES: ListingFormValues = {
  title: '',
  categories: [],
  categoryOther: '',
  natures: [],
  equities: [],
  genderId: null,
  packageId: null,
  locations: [],
  countryOther: '',
  qualifications: '',
  experience: '',
  sectors: [],
  sectorOther: '',
  additional: '',
  placementFee: '',
  sourcing: false,
  consentGiven: false,
  consentDate: '',
  idNumber: '',
  passport: '',
  candidateEmail: '',
  candidateCellphone: '',
  fullName: '',
  clientName: '',
  anonymityConfirmed: false,
};

export function valuesFromView(view: ListingView): ListingFormValues {
  const common = {
    categories: view.categories,
    categoryOther: view.categoryOther ?? '',
    natures: view.natures,
    equities: view.equities,
    genderId: view.genderId,
    packageId: view.packageId,
    locations: view.locations,
    countryOther: view.countryOther ?? '',
    qualifications: view.qualifications,
    experience: view.experience,
    sectors: view.sectors,
    sectorOther: view.sectorOther ?? '',
    additional: view.additional ?? '',
    consentGiven: false,
    consentDate: '',
    // Write-only: the server never sends them back, so an edit starts blank (blank keeps the stored ones).
    idNumber: '',
    passport: '',
    candidateEmail: '',
    candidateCellphone: '',
    fullName: '',
    clientName: '',
    anonymityConfirmed: false,
  };
  if (view.kind === 'job') {
    return { ...common, title: view.jobTitle, placementFee: view.placementFee ?? '', sourcing: view.sourcing };
  }
  return {
    ...common,
    title: view.candidateTitle,
    placementFee: '',
    sourcing: false,
    // Only the owner and admins get the declaration; a candidate posted before it was asked for has none.
    consentGiven: Boolean(view.consent),
    consentDate: view.consent?.date ?? '',
  };
}

export const hasOtherCategory = (ids: readonly number[]) => ids.some((id) => isFreeInput(CATEGORIES, id));
export const hasOtherSector = (ids: readonly number[]) => ids.some((id) => isFreeInput(SECTORS, id));

/**
 * The body as the API expects it. A companion text whose free-input choice is no longer chosen is
 * dropped (the server refuses it otherwise); hiring-company jobs send a placement fee and never
 * sourcing, other jobs send no placement fee.
 */
export function toBody(
  kind: ListingKind,
  values: ListingFormValues,
  isHiringCompany: boolean,
): Record<string, unknown> {
  const common = {
    categories: values.categories,
    categoryOther: hasOtherCategory(values.categories) ? values.categoryOther : '',
    natures: values.natures,
    equities: values.equities,
    genderId: values.genderId,
    packageId: values.packageId,
    locations: values.locations,
    countryOther: asksForCountryName(values.locations) ? values.countryOther : '',
    qualifications: values.qualifications,
    experience: values.experience,
    sectors: values.sectors,
    sectorOther: hasOtherSector(values.sectors) ? values.sectorOther : '',
    additional: values.additional,
  };
  // Sent only when ticked, so an untouched form stays unchanged (dirty tracking).
  const confirmed = values.anonymityConfirmed ? { anonymityConfirmed: true } : {};
  if (kind === 'candidate') {
    const consent = values.consentGiven ? { given: true, date: values.consentDate } : undefined;
    const given = Object.entries({
      idNumber: values.idNumber,
      passport: values.passport,
      email: values.candidateEmail,
      cellphone: values.candidateCellphone,
    }).filter(([, value]) => value.trim() !== '');
    const identifiers = given.length ? Object.fromEntries(given) : undefined;
    const fullName = values.fullName.trim() ? { fullName: values.fullName } : {};
    return { candidateTitle: values.title, ...common, consent, identifiers, ...fullName, ...confirmed };
  }
  return {
    jobTitle: values.title,
    ...common,
    placementFee: isHiringCompany ? values.placementFee : null,
    sourcing: isHiringCompany ? false : values.sourcing,
    ...(values.clientName.trim() ? { clientName: values.clientName } : {}),
    ...confirmed,
  };
}

const IDENTIFIER_FIELDS: Record<string, FormField> = {
  'identifiers.idNumber': 'idNumber',
  'identifiers.passport': 'passport',
  'identifiers.email': 'candidateEmail',
  'identifiers.cellphone': 'candidateCellphone',
};

/** The API field of a failure ('jobTitle', 'candidateTitle', 'identifiers.email', …) as the form's field. */
export function formFieldOf(apiField: string): string {
  if (apiField.startsWith('consent')) return 'consentGiven';
  if (apiField.startsWith('identifiers')) return IDENTIFIER_FIELDS[apiField] ?? 'idNumber';
  return apiField === 'jobTitle' || apiField === 'candidateTitle' ? 'title' : apiField;
}

export type CheckedBody =
  { ok: true; body: JobFields | CandidateFields } | { ok: false; field: string; message: string };

/** Runs the shared save rules; the first failure in the spec's order comes back. */
export function checkValues(kind: ListingKind, values: ListingFormValues, isHiringCompany: boolean): CheckedBody {
  const body = toBody(kind, values, isHiringCompany);
  const result = kind === 'job' ? validateJob(body, { isHiringCompany }) : validateCandidate(body);
  if (!result.ok) return { ok: false, field: formFieldOf(result.field), message: result.message };
  return { ok: true, body: result.data };
}

/**
 * A draft kept on this device never holds a candidate's private identifiers and full name, nor a
 * job spec's client: they are for the checks at the moment of posting, not to be stored anywhere in clear.
 */
export function withoutIdentifiers(
  values: ListingFormValues,
  body: unknown,
): { values: ListingFormValues; body: unknown } {
  const secret = new Set(['identifiers', 'fullName', 'clientName']);
  const cleanBody =
    body && typeof body === 'object'
      ? Object.fromEntries(Object.entries(body).filter(([key]) => !secret.has(key)))
      : body;
  return {
    values: {
      ...values,
      idNumber: '',
      passport: '',
      candidateEmail: '',
      candidateCellphone: '',
      fullName: '',
      clientName: '',
    },
    body: cleanBody,
  };
}
