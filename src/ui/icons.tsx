/**
 * The icons the UI knows how to draw: content names one by IconName; this
 * maps each name to a Tabler icon. Imported one by one so only these are bundled.
 */
import type { ComponentType } from 'react';
import type { IconProps } from '@tabler/icons-react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { IconBriefcase } from '@tabler/icons-react';
import { IconBuildingEstate } from '@tabler/icons-react';
import { IconCamera } from '@tabler/icons-react';

import { IconRubberStamp } from '@tabler/icons-react';
import { IconFileSearch } from '@tabler/icons-react';
import { IconFileText } from '@tabler/icons-react';
import { IconGavel } from '@tabler/icons-react';
import { IconHeartHandshake } from '@tabler/icons-react';
import { IconHome } from '@tabler/icons-react';
import { IconId } from '@tabler/icons-react';
import { IconInfoCircle } from '@tabler/icons-react';
import { IconMail } from '@tabler/icons-react';
import { IconMessages } from '@tabler/icons-react';
import { IconScale } from '@tabler/icons-react';
import { IconSignature } from '@tabler/icons-react';
import { IconWorld } from '@tabler/icons-react';
import { IconWriting } from '@tabler/icons-react';
export const contentIcons = {
  'file-text': IconFileText,
  'file-search': IconFileSearch,
  stamp: IconRubberStamp,
  signature: IconSignature,
  scale: IconScale,
  messages: IconMessages,
  'building-home': IconBuildingEstate,
  camera: IconCamera,
  world: IconWorld,
  'info-circle': IconInfoCircle,
  home: IconHome,
  id: IconId,
  gavel: IconGavel,
  mail: IconMail,
  alert: IconAlertTriangle,
  writing: IconWriting,
  briefcase: IconBriefcase,
  handshake: IconHeartHandshake,
} satisfies Record<string, ComponentType<IconProps>>;

/** The name of an icon, as content gives it. */
export type IconName = keyof typeof contentIcons;

export function ContentIcon({ name, ...props }: IconProps & { name: IconName }) {
  const Icon = contentIcons[name];
  return <Icon aria-hidden {...props} />;
}
