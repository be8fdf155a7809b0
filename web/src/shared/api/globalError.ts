import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 "Global error": a status code that replaces the routed page with the error page. */
export interface GlobalErrorState {
  statusCode: number | null;
}

const initialState: GlobalErrorState = { statusCode: null };

export const globalErrorSlice = createSlice({
  name: 'globalError',
  initialState,
  reducers: {
    statusCodeSet(state, action: PayloadAction<number>) {
      state.statusCode = action.payload;
    },
    statusCodeCleared(state) {
      state.statusCode = null;
    },
  },
  selectors: {
    selectStatusCode: (state) => state.statusCode,
  },
});

export const { statusCodeSet, statusCodeCleared } = globalErrorSlice.actions;
export const { selectStatusCode } = globalErrorSlice.selectors;
