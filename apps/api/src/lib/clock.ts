// The source of "now" for code whose behaviour depends on it, so tests can move time by hand.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
