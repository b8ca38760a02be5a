import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { EVENT_SCREEN, screenPath } from '@contracts/screens/screen-paths';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { markFirstScreenShown } from '../../../lib/first-screen';
import { useOutboxRows } from '../../../lib/outbox';
import { outboxStore } from '../../../lib/outbox/outbox-store';
import { useSession } from '../../../lib/session/session-context';
import { AnswerBanner } from './answer-banner';
import type { Camera } from './camera';
import { CameraView } from './camera-view';
import { DoorCounts } from './door-counts';
import { useDoorName } from './door-name';
import { DoorNameField } from './door-name-field';
import { DOOR_TEXTS } from './door-texts';
import { doorCounts, entriesOf, pendingDoorActions } from './door-view';
import { FailedDoorWrites } from './failed-door-writes';
import { LastActions } from './last-actions';
import { NameSearch } from './name-search';
import type { QrDetector } from './qr-detector';
import { useDoorActions } from './use-door-actions';
import { useDoorRoster } from './use-door-roster';
import type { RosterState } from './use-door-roster';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { WalkInForm } from './walk-in-form';
import './door.css';

const NO_ENTRIES: readonly RosterEntry[] = [];

export interface DoorScreenProps {
  eventId: number;
  camera: Camera;
  detector: () => Promise<QrDetector>;
}

/** Door mode when there is no roster to work from: loading, refused, never opened online, ended. */
function RosterProblem({ state, onRetry }: { state: Exclude<RosterState, { status: 'ready' }>; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <p className="door-message" role="status">
        {DOOR_TEXTS.loading}
      </p>
    );
  }
  const text =
    state.status === 'refused'
      ? state.message
      : state.status === 'unsaved'
        ? DOOR_TEXTS.neverOpenedOffline
        : state.status === 'ended'
          ? DOOR_TEXTS.ended
          : DOOR_TEXTS.loadFailed;
  return (
    <div className="door-message" role="alert">
      <p>{text}</p>
      {state.status === 'failed' ? (
        <button type="button" className="door-button door-button-primary" onClick={onRetry}>
          {DOOR_TEXTS.retry}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Door mode for an event's organisers: the camera on top, the answer under it, then the counts,
 * name search, walk-ins and the last actions. Everything is decided on this device against the
 * roster it keeps, so it works with no signal once opened online; the writes go through the
 * outbox and reach the server exactly once.
 */
export function DoorScreen({ eventId, camera, detector }: DoorScreenProps) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { confirm, dialog } = useConfirm();
  const rows = useOutboxRows();
  const pending = useMemo(() => pendingDoorActions(rows, eventId), [rows, eventId]);
  const failed = useMemo(() => rows.filter((row) => row.status === 'failed' && row.change.kind === 'door' && row.change.eventId === eventId), [rows, eventId]);
  const pendingKeys = useMemo(() => new Set(pending.map((action) => action.key)), [pending]);
  const failedKeys = useMemo(() => new Set(failed.flatMap((row) => (row.change.kind === 'door' ? [row.change.action.key] : []))), [failed]);
  const roster = useDoorRoster(eventId, userId, pending.length);
  const ready = roster.state.status === 'ready' ? roster.state.roster : null;
  const [doorName, saveDoorName] = useDoorName();
  const context = useMemo(() => (ready && userId !== null ? { event: { id: ready.event.id, title: ready.event.title }, userId } : null), [ready, userId]);
  const actions = useDoorActions(context, ready?.entries ?? NO_ENTRIES, pending, doorName);
  const { entries } = actions;
  const doneEntries = useMemo(() => entriesOf(entries, actions.done.map((item) => item.key)), [entries, actions.done]);
  const counts = useMemo(() => doorCounts(entries), [entries]);

  // This door's queued writes show in the roster from the first tap. An app restored with its saved
  // copy shows the member's outbox already (and the app keeps it current once door mode has shown);
  // otherwise it is read now, not after the first screen.
  useEffect(() => {
    if (userId !== null && outboxStore.userId() !== userId) {
      outboxStore.load(userId).catch((error: unknown) => console.error('Reading the outbox failed', error));
    }
  }, [userId]);

  // The roster is this screen's data: work that waited for the first screen (sending the outbox) starts now.
  useEffect(() => {
    if (roster.state.status !== 'loading') {
      markFirstScreenShown();
    }
  }, [roster.state.status]);

  const closeDoorMode = async () => {
    const yes = await confirm({ title: `${DOOR_TEXTS.closeDoorMode}?`, message: DOOR_TEXTS.closeConfirm, confirmLabel: DOOR_TEXTS.closeDoorMode, destructive: true });
    if (yes) {
      await roster.close();
      navigate(screenPath(EVENT_SCREEN, { eventId }));
    }
  };

  return (
    <div className="door-scroll">
      <main className="door-page">
        <header className="door-header">
          <h1 className="door-title">
            {DOOR_TEXTS.title}
            {ready ? <span className="door-event-title">{ready.event.title}</span> : null}
          </h1>
          <DoorNameField name={doorName} onSave={saveDoorName} />
        </header>
        {roster.state.status === 'ready' ? (
          <>
            <CameraView camera={camera} detector={detector} onCode={(text) => void actions.scan(text)} />
            <AnswerBanner answer={actions.answer} />
            {online ? null : <p className="door-offline">{DOOR_TEXTS.offlineNote}</p>}
            <DoorCounts counts={counts} />
            <FailedDoorWrites rows={failed} />
            <NameSearch entries={entries} pendingKeys={pendingKeys} onCheckIn={actions.checkInByName} onUndo={actions.undo} />
            <WalkInForm onAdd={actions.addWalkIn} />
            <LastActions done={actions.done} byKey={doneEntries} pendingKeys={pendingKeys} failedKeys={failedKeys} onUndo={actions.undo} />
            <button type="button" className="door-button door-button-wide door-button-danger" onClick={() => void closeDoorMode()}>
              {DOOR_TEXTS.closeDoorMode}
            </button>
          </>
        ) : (
          <RosterProblem state={roster.state} onRetry={roster.refresh} />
        )}
        {dialog}
      </main>
    </div>
  );
}
