// The drawing of a person, for the account menu and the profile: pages the shell does not need.

export const userIcon = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7';
