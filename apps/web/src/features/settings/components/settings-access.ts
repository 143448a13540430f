import { createContext, useContext } from 'react';

/** Whether the signed-in staff member may save Ajustes (module ajustes, edit); false until known. */
export const SettingsEditContext = createContext(false);

export const useCanEditSettings = () => useContext(SettingsEditContext);
