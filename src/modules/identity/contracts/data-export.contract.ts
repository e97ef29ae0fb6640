import { z } from 'zod';

/** Hours a copy's link stays valid, and the least time between two copies of one person's data. */
export const DATA_EXPORT_LINK_HOURS = 24;

export const dataExportMessages = {
  title: 'Download your data',
  description: `A copy of everything we hold about you, as one readable JSON document with your uploaded files, in a zip. We e-mail you a link that works once, for ${DATA_EXPORT_LINK_HOURS} hours.`,
  requestedTitle: 'Your copy is being prepared',
  requested: `We are assembling your data now. A download link, valid for ${DATA_EXPORT_LINK_HOURS} hours, is on its way to your e-mail address.`,
  onceADayTitle: 'One copy a day',
  onceADay: 'You asked for a copy of your data in the last 24 hours. Use the link we e-mailed you, or ask again later.',
  failedTitle: 'Your copy was not requested',
  linkUnknown: 'This download link is not valid. Ask for a new copy on your Account page.',
  linkGone: 'This download link has already been used or has expired. Ask for a new copy on your Account page.',
} as const;

/** 202 from POST /api/account/data-export. */
export const dataExportRequestedSchema = z.object({ message: z.string() });

/** GET /api/account/data-export/download?token=... */
export const dataExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });
