/**
 * After a member records a stage: "Interviewing recorded. Pieter will be told in 8 s" and Undo, for
 * as long as the server's undo window lasts (the deal's `undo.secondsLeft`, by the server's clock).
 * The other party's note waits for the same window, so an undone stage tells nobody. When the time
 * is up the deal is fetched again: the server no longer offers the undo.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshDeal } from '../../api/deals';
import type { DealUndo, DealView } from '../../../../shared/types/deals';
import { useDealAction } from './useDealAction';
import styles from './deals.module.css';

export function otherPartyName(deal: DealView): string {
  return deal.viewerRole === 'jobOwner' ? deal.parties.partner.fullname : deal.parties.jobOwner.fullname;
}

export function UndoStageBar({ deal }: { deal: DealView }) {
  // A new undo (another stage, or the same one fetched again) starts a new count.
  return deal.undo ? <UndoCountdown key={`${deal.undo.stage}:${deal.updated}`} deal={deal} undo={deal.undo} /> : null;
}

function UndoCountdown({ deal, undo }: { deal: DealView; undo: DealUndo }) {
  const { uid } = deal;
  const queryClient = useQueryClient();
  const action = useDealAction(uid);
  const [left, setLeft] = useState(undo.secondsLeft);

  useEffect(() => {
    const endsAt = Date.now() + undo.secondsLeft * 1000;
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds > 0) return;
      window.clearInterval(timer);
      void refreshDeal(queryClient, uid);
    }, 250);
    return () => window.clearInterval(timer);
  }, [undo.secondsLeft, uid, queryClient]);

  if (left <= 0) return null;
  const other = otherPartyName(deal);
  return (
    <div
      className={styles.undoBar}
      data-testid="undo-stage"
      style={{ '--undo-seconds': `${undo.secondsLeft}s` } as CSSProperties}
    >
      {/* Said once to a screen reader; the ticking seconds are for the eye only. */}
      <p className={styles.undoText} role="status">
        <strong>{undo.stageLabel} recorded.</strong>
        <span className="visually-hidden"> {other} will be told when the undo time is up.</span>
        <span aria-hidden="true">
          {' '}
          {other} will be told in {left} s.
        </span>
      </p>
      <button
        type="button"
        className={styles.undoButton}
        onClick={() => action.run({ action: 'undo-stage' })}
        disabled={action.isBusy}
      >
        Undo
      </button>
      <span className={styles.undoClock} aria-hidden="true" />
    </div>
  );
}
