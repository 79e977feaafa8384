// The drawings of the admin console's own icons, for SvgIcon.

export const adminIcons = {
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  unsorted: 'M8 9l4-4 4 4M8 15l4 4 4-4',
};
