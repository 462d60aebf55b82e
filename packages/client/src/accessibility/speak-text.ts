import { useEffect } from 'react';

/** What one utterance reads at most: a focused region can hold a whole page. */
const MAX_CHARS = 300;

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

function speak(text: string): void {
  const words = text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS);
  if (!words) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.lang = 'zh-CN';
  window.speechSynthesis.speak(utterance);
}

/** The name a screen reader would start with: its label, else its text. */
function spokenText(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.getAttribute('title');
  if (label) return label;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    return element.value || element.placeholder;
  }
  return element instanceof HTMLElement ? element.innerText : (element.textContent ?? '');
}

/**
 * 朗读 on: each element that gets focus, and each text the visitor selects, is read aloud by the
 * browser's own speech synthesis (no outside service).
 */
export function useSpeakFocusedText(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !canSpeak()) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) speak(spokenText(event.target));
    };
    const onSelect = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && !event.shiftKey && event.key !== 'Shift') return;
      const selected = window.getSelection()?.toString() ?? '';
      if (selected.trim()) speak(selected);
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('mouseup', onSelect);
    document.addEventListener('keyup', onSelect);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('mouseup', onSelect);
      document.removeEventListener('keyup', onSelect);
      window.speechSynthesis.cancel();
    };
  }, [enabled]);
}
