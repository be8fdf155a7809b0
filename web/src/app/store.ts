import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, globalErrorSlice, secondFactorSlice } from '@/shared/api';

const rootReducer = combineSlices(baseApi, globalErrorSlice, secondFactorSlice);

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
