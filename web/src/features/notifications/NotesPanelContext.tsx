import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

type PanelState = { isOpen: boolean; setIsOpen: (open: boolean) => void };
const PanelContext = createContext<PanelState>({ isOpen: false, setIsOpen: () => undefined });

/** Lets the dashboard's View Now open the header's notifications panel. */
export function NotesPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setIsOpen }), [isOpen]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function useNotesPanel() {
  return useContext(PanelContext);
}
