import { Icon } from '../../ui/icons';

// Line icons of the project screens, in the shell's icon frame (16 px, current colour).
// Decorative: the controls holding them carry the accessible name.

export function FolderIcon() {
  return (
    <Icon>
      <path d="M1.75 4.25c0-.7.55-1.25 1.25-1.25h3l1.5 1.5h5.5c.7 0 1.25.55 1.25 1.25v6.5c0 .7-.55 1.25-1.25 1.25H3c-.7 0-1.25-.55-1.25-1.25Z" />
    </Icon>
  );
}

export function GridIcon() {
  return (
    <Icon>
      <rect x="2" y="2" width="5" height="5" rx="1" />
      <rect x="9" y="2" width="5" height="5" rx="1" />
      <rect x="2" y="9" width="5" height="5" rx="1" />
      <rect x="9" y="9" width="5" height="5" rx="1" />
    </Icon>
  );
}

export function TrashIcon() {
  return (
    <Icon>
      <path d="M2.5 4h11M6 4V2.75h4V4M3.75 4l.75 9.25h7l.75-9.25M6.5 6.5v4.5M9.5 6.5v4.5" />
    </Icon>
  );
}

export function MoreIcon() {
  return (
    <Icon>
      <circle cx="3.5" cy="8" r=".9" fill="currentColor" />
      <circle cx="8" cy="8" r=".9" fill="currentColor" />
      <circle cx="12.5" cy="8" r=".9" fill="currentColor" />
    </Icon>
  );
}

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'}>
      <path d="M8 1.9l1.85 3.9 4.25.5-3.15 2.9.85 4.2L8 11.3l-3.8 2.1.85-4.2L1.9 6.3l4.25-.5Z" />
    </Icon>
  );
}

export function SortIcon() {
  return (
    <Icon>
      <path d="M4.5 2.5v11M2.5 11.5l2 2 2-2M11.5 13.5v-11M9.5 4.5l2-2 2 2" />
    </Icon>
  );
}

export function PlusIcon() {
  return (
    <Icon>
      <path d="M8 3v10M3 8h10" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5l3 3" />
    </Icon>
  );
}
