// Client state of a session that ended on the server (it expired, or was signed out elsewhere): the
// page to come back to, held until the shop has signed the user out and sent them to log in.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

const sessionEndSlice = createSlice({
  name: 'sessionEnd',
  initialState: null as string | null,
  reducers: {
    // The first page that noticed is the one to return to.
    sessionEnded: (returnTo, action: PayloadAction<string>) => returnTo ?? action.payload,
    sessionEndHandled: () => null,
  },
});

export const { sessionEnded, sessionEndHandled } = sessionEndSlice.actions;
export const sessionEndReducer = sessionEndSlice.reducer;
