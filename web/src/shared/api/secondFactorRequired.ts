import { createSlice } from '@reduxjs/toolkit';
import { navigateTo } from '../lib/navigation';

/**
 * The hotel requires a second factor and this account has none: every admin call but the
 * profile's answers 403 `secondFactorRequired`. The app remembers it, for the profile page to
 * say why it is shown, and sends the staff member there, where one is added.
 */
export interface SecondFactorState {
  required: boolean;
}

const initialState: SecondFactorState = { required: false };

export const secondFactorSlice = createSlice({
  name: 'secondFactor',
  initialState,
  reducers: {
    secondFactorRequired(state) {
      state.required = true;
    },
  },
  selectors: {
    selectSecondFactorRequired: (state) => state.required,
  },
});

export const { secondFactorRequired } = secondFactorSlice.actions;
export const { selectSecondFactorRequired } = secondFactorSlice.selectors;

/** The same address as the app's `ADMIN_PROFILE_PATH`. */
const PROFILE_PATH = '/admin/profile';

export function sendToSecondFactorSetup(): void {
  // The header's polls meet the refusal too; the profile page must not be reloaded under a
  // staff member scanning the code.
  if (window.location.pathname === PROFILE_PATH) return;
  navigateTo(PROFILE_PATH, { replace: true });
}
