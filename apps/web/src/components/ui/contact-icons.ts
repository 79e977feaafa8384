// The drawings of the contact details' icons (address, phone, e-mail), for SvgIcon.

export const contactIcons = {
  mapPin:
    'M12 21s7-6 7-11.5a7 7 0 0 0-14 0C5 15 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone:
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
};
