import {
  ArrowRightOutlined,
  CheckOutlined,
  CloseOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { SlideChallenge } from '@portal/shared/api/index';
import { SLIDE_PUZZLE } from '@portal/shared/constants';
import { Messages } from '@portal/shared/validation/messages';
import { Spin } from 'antd';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { createDragTrace, type DragTrace } from './drag-trace.ts';
import { getSlideChallenge, verifySlide } from './slide-api.ts';
import './slide-puzzle.css';

type Phase = 'loading' | 'ready' | 'dragging' | 'verifying' | 'success' | 'failed';

/** How long 验证失败 stays before a new puzzle replaces the spent one. */
const FAILED_SHOW_MS = 1000;

interface SlidePuzzleProps {
  /** Called with the one-time ticket after 验证成功. */
  onVerified: (ticket: string) => void;
}

/**
 * How far the puzzle is shrunk to fit its container (a phone's dialog is narrower than 460 px):
 * 1 when it fits, else the container's width over the puzzle's.
 */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current?.parentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = available && available < width ? available / width : 1;
  return { box, scale };
}

/**
 * The slide puzzle (spec §9: 460×180, piece 42, radius 10). The server draws the background
 * with the hole and the piece and keeps the answer; we only move the piece and report where
 * it was released and the way it went there (the server checks that a hand made the drag).
 * Mouse and touch both arrive as pointer events. On a narrow screen it is drawn smaller; the
 * piece's position stays in the puzzle's own pixels, which is what the server checks.
 */
export function SlidePuzzle({ onVerified }: SlidePuzzleProps) {
  const [challenge, setChallenge] = useState<SlideChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const drag = useRef<{
    startX: number;
    startY: number;
    startTime: number;
    pointerId: number;
    trace: DragTrace;
  } | null>(null);
  const alive = useRef(true);

  const width = challenge?.width ?? SLIDE_PUZZLE.width;
  const height = challenge?.height ?? SLIDE_PUZZLE.height;
  const pieceWidth = challenge?.pieceWidth ?? SLIDE_PUZZLE.pieceSize;
  const maxX = width - pieceWidth;
  const { box, scale } = useFitScale(width);
  /** Screen px of the drag → the puzzle's px. */
  const toPuzzle = (screenPx: number) => screenPx / scale;
  /** The puzzle's px → screen px. */
  const shown = (puzzlePx: number) => puzzlePx * scale;

  const refresh = useCallback(async () => {
    setPhase('loading');
    setX(0);
    try {
      const next = await getSlideChallenge();
      if (!alive.current) return;
      setChallenge(next);
      setPhase('ready');
    } catch (error) {
      console.error(error);
      if (alive.current) setPhase('failed');
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      startX: event.clientX,
      startY: event.clientY,
      startTime: performance.now(),
      pointerId: event.pointerId,
      trace: createDragTrace(),
    };
    setPhase('dragging');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = Math.min(maxX, Math.max(0, toPuzzle(event.clientX - current.startX)));
    current.trace.add(
      next,
      toPuzzle(event.clientY - current.startY),
      performance.now() - current.startTime,
    );
    setX(next);
  };

  const onPointerUp = async (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || !challenge) return;
    drag.current = null;
    const released = Math.min(maxX, Math.max(0, toPuzzle(event.clientX - current.startX)));
    const duration = Math.round(performance.now() - current.startTime);
    const trace = current.trace.finish(
      released,
      toPuzzle(event.clientY - current.startY),
      duration,
    );
    setX(released);
    setPhase('verifying');
    try {
      const { ticket } = await verifySlide({
        challengeId: challenge.challengeId,
        x: Math.round(released),
        duration,
        trace,
      });
      if (!alive.current) return;
      setPhase('success');
      onVerified(ticket);
    } catch (error) {
      console.error(error);
      if (!alive.current) return;
      setPhase('failed');
      // A challenge allows one try: fetch a new one after showing the failure.
      setTimeout(() => {
        if (alive.current) void refresh();
      }, FAILED_SHOW_MS);
    }
  };

  const status =
    phase === 'success'
      ? Messages.verifySuccess
      : phase === 'failed'
        ? Messages.verifyFailed
        : null;

  return (
    <div
      ref={box}
      className="pt-puzzle"
      style={{ width: shown(width) }}
      data-testid="slide-puzzle"
      data-phase={phase}
      data-scale={scale}
    >
      <div className="pt-puzzle__stage" style={{ width: shown(width), height: shown(height) }}>
        {challenge ? (
          <>
            <img
              className="pt-puzzle__background"
              src={challenge.background}
              width={shown(width)}
              height={shown(height)}
              alt="拼图背景"
              draggable={false}
            />
            <img
              className="pt-puzzle__piece"
              src={challenge.piece}
              width={shown(pieceWidth)}
              height={shown(height)}
              alt="拼图块"
              draggable={false}
              style={{ transform: `translateX(${shown(x)}px)` }}
              data-testid="slide-piece"
            />
          </>
        ) : null}
        {phase === 'loading' && (
          <div className="pt-puzzle__loading">
            <Spin />
          </div>
        )}
        {status && (
          <div className={`pt-puzzle__status is-${phase}`} role="status" data-testid="slide-status">
            {phase === 'success' ? <CheckOutlined /> : <CloseOutlined />} {status}
          </div>
        )}
        <button
          type="button"
          className="pt-puzzle__refresh"
          aria-label="换一张"
          title="换一张"
          onClick={() => void refresh()}
          disabled={phase === 'verifying' || phase === 'success'}
        >
          <ReloadOutlined />
        </button>
      </div>
      <div className={`pt-puzzle__track is-${phase}`} style={{ width: shown(width) }}>
        <div className="pt-puzzle__fill" style={{ width: shown(x + pieceWidth / 2) }} />
        <span className="pt-puzzle__hint">
          {phase === 'ready' ? '向右拖动滑块完成拼图' : phase === 'verifying' ? '验证中…' : ''}
        </span>
        <div
          className="pt-puzzle__handle"
          role="slider"
          aria-label="拖动滑块完成拼图"
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          tabIndex={0}
          style={{ width: shown(pieceWidth), transform: `translateX(${shown(x)}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => void onPointerUp(event)}
          onPointerCancel={(event) => void onPointerUp(event)}
          data-testid="slide-handle"
        >
          {phase === 'success' ? (
            <CheckOutlined />
          ) : phase === 'failed' ? (
            <CloseOutlined />
          ) : (
            <ArrowRightOutlined />
          )}
        </div>
      </div>
    </div>
  );
}
