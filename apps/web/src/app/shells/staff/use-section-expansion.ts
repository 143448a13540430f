import { useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

type Expansion = Record<string, boolean>;

function readExpansion(): Expansion {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarSections) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Expansion) : {};
  } catch {
    return {};
  }
}

/**
 * Which sidebar sections are open, kept in localStorage (docs/rules/screens.md#sidebar); sections start open.
 */
export function useSectionExpansion(): { isExpanded: (id: string) => boolean; toggle: (id: string) => void } {
  const [expansion, setExpansion] = useState<Expansion>(readExpansion);
  const isExpanded = (id: string) => expansion[id] ?? true;
  const toggle = (id: string) => {
    const next = { ...expansion, [id]: !isExpanded(id) };
    setExpansion(next);
    try {
      localStorage.setItem(STORAGE_KEYS.sidebarSections, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the choice lasts for this page only.
    }
  };
  return { isExpanded, toggle };
}
