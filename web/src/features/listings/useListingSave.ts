import { useState } from 'react';
import { listingFormSchema } from '../../../../shared/schemas/listing';
import { useNavigate } from 'react-router-dom';
import { ApiError, isOfflineError } from '../../api/client';
import { logEvent } from '../../api/events';
import { useSaveListing } from '../../api/listing-changes';
import { useMe } from '../../api/session';
import { useToast } from '../../components/ui/Toast';
import type { ListingKind } from '../../../../shared/lookups';
import { ALREADY_LISTED, MESSAGES, TITLES } from '../../../../shared/messages';
import { useModal } from '../../components/ui/Dialog';
import { useSchemaForm } from '../forms/useSchemaForm';
import {
  checkValues,
  formFieldOf,
  toBody,
  withoutIdentifiers,
  type FormField,
  type ListingFormValues,
} from './form-model';
import { failureTitle, KIND_CONFIG, successToast } from './kind-config';
import { announceDrafts } from '../../offline/draft-sync';
import { deleteDraft, markDraft, newDraftId } from '../../offline/drafts';
import { DRAFT_TEXTS, isFinalRefusal } from '../drafts/draft-model';
import { keepDraft, type ListingDraft } from '../drafts/useDrafts';

type SaveOptions = {
  kind: ListingKind;
  /** null creates a new listing. */
  uid: string | null;
  initial: ListingFormValues;
  isHiringCompany: boolean;
  /** The offline draft being edited, when the form was opened from the Drafts list. */
  draft?: ListingDraft;
};

/**
 * The listing form's state and its save (spec “States and transitions”, “Validation rules”): dirty tracking ('You have no changes to
 * save at this time.'), the shared rules before sending (every failure beside its field, the first
 * also as the 'Invalid field' toast, through the one form hook), the server's refusal shown the same way, then the success toast,
 * the analytics events and the way back to the list ("After any save the user goes to /jobs").
 * A new listing saved offline, or whose post got no answer, is kept as a draft on this device and
 * posted later (offline drafts); its draft id goes with every post of it as the
 * Idempotency-Key, so it becomes one listing however often it is sent.
 */
export function useListingSave({ kind, uid, initial, isHiringCompany, draft }: SaveOptions) {
  const config = KIND_CONFIG[kind];
  const [values, setValues] = useState(initial);
  const form = useSchemaForm({ fieldOf: formFieldOf });
  const toast = useToast();
  const modal = useModal();
  const navigate = useNavigate();
  const isNew = uid === null;
  const verb = isNew ? 'created' : 'updated';
  const account = useMe().data?.uid;
  const [draftId] = useState(() => draft?.id ?? newDraftId());
  // The server found warnings not yet confirmed on this listing (some, like a past client, only it knows).
  const [isConfirmAsked, setIsConfirmAsked] = useState(false);

  /** Keeps the new listing on this device, to be posted when the device is online, and goes to the list. */
  async function keepAsDraft(body: unknown): Promise<void> {
    if (!account) return;
    try {
      await keepDraft({ id: draftId, account, kind, ...withoutIdentifiers(values, body), title: values.title });
    } catch {
      toast({
        header: failureTitle(config, verb),
        content: 'This device could not keep the draft. Please try again when you are online.',
        type: 'error',
      });
      return;
    }
    toast({ header: DRAFT_TEXTS.savedHeader, content: DRAFT_TEXTS.saved(kind), type: 'alert' });
    navigate(config.path);
  }

  /** The server refused an edited draft: it stays a draft, with these values and the server's word. */
  async function keepRefusedDraft(body: unknown, err: ApiError): Promise<void> {
    if (!account || !draft) return;
    await keepDraft({ id: draftId, account, kind, ...withoutIdentifiers(values, body), title: values.title });
    await markDraft(account, draftId, {
      state: 'refused',
      refusal: { status: err.status, title: err.title, message: err.message, field: err.field },
    });
    announceDrafts(account);
  }

  const saving = useSaveListing(kind, {
    onSuccess: ({ listing, alreadyListed }) => {
      if (draft && account) void deleteDraft(account, draft.id).then(() => announceDrafts(account));
      if (listing) {
        void logEvent('job-saved');
      } else {
        if (kind === 'job') void logEvent('job-added');
        void logEvent('job-post');
      }
      toast(successToast(config, verb, listing ? listing.isMine : true));
      navigate(config.path);
      // The duplicate check's answer comes with the save (never asked on its own): told, not asked.
      if (alreadyListed)
        modal({ header: ALREADY_LISTED.header, content: ALREADY_LISTED.message, options: [{ caption: 'OK' }] });
    },
    onError: (err, { body }) => {
      if (isNew && isOfflineError(err)) {
        void keepAsDraft(body);
        return;
      }
      if (draft && err instanceof ApiError && isFinalRefusal(err.status)) void keepRefusedDraft(body, err);
      if (err instanceof ApiError && err.code === 'anonymity-warning') {
        // Asked beside the confirmation, which then gets the focus (the warnings are shown under their fields).
        setIsConfirmAsked(true);
        form.showErrors({ anonymityConfirmed: err.message }, err.title);
        return;
      }
      if (err instanceof ApiError && err.field) {
        form.fromServer(err, TITLES.invalidField);
      } else {
        const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
        toast({ header: failureTitle(config, verb), content: message, type: 'error' });
      }
    },
  });
  const isSaving = saving.isPending;

  const change = (patch: Partial<ListingFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // The error beside a field goes once that field is changed.
    form.clearError(...Object.keys(patch));
  };
  const reset = () => {
    setValues(initial);
    form.reset();
  };

  /** Dirty tracking: nothing differs from the saved listing (before or after trimming by the rules). */
  function isUnchanged(checkedBody?: unknown): boolean {
    if (isNew) return false;
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (same(toBody(kind, values, isHiringCompany), toBody(kind, initial, isHiringCompany))) return true;
    if (checkedBody === undefined) return false;
    const before = checkValues(kind, initial, isHiringCompany);
    return before.ok && same(before.body, checkedBody);
  }

  function save(): void {
    if (isSaving) return;
    if (isUnchanged()) {
      toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
      return;
    }
    const parsed = form.checkNow(listingFormSchema(kind, { isHiringCompany }), toBody(kind, values, isHiringCompany));
    if (!parsed) return;
    const checked = { body: parsed.data };
    if (isUnchanged(checked.body)) {
      toast({ header: TITLES.accountStatus, content: MESSAGES.noChanges, type: 'alert' });
      return;
    }
    if (isNew && !navigator.onLine) {
      void keepAsDraft(checked.body);
      return;
    }
    saving.mutate({ uid, body: checked.body, idempotencyKey: isNew ? draftId : undefined });
  }

  const errorFor = (field: FormField) => form.errorFor(field);
  return { values, change, reset, save, isSaving, errorFor, bindForm: form.bindForm, isConfirmAsked };
}
