// Client state of the toasts shown bottom-left; each one leaves after TOAST_DURATION_MS (docs/product.md §8.3).
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  variant: ToastVariant;
  message: string;
}

const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    showToast: {
      reducer: (toasts, action: PayloadAction<Toast>) => {
        toasts.push(action.payload);
      },
      prepare: (variant: ToastVariant, message: string) => ({
        payload: { id: nanoid(), variant, message },
      }),
    },
    dismissToast: (toasts, action: PayloadAction<string>) =>
      toasts.filter((toast) => toast.id !== action.payload),
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;
