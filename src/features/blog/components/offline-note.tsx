import { IconWifiOff } from '@tabler/icons-react';
import { useBlogT } from '../messages';
import classes from './offline-note.module.css';

/** The small note shown when posts come from this device because the network failed. */
export function OfflineNote({ text }: { text?: string }) {
  const t = useBlogT();
  return (
    <p className={classes.note} role="status">
      <IconWifiOff size={16} aria-hidden />
      {text ?? t('blog.offline.note')}
    </p>
  );
}
