import type { SVGProps } from 'react';

// A handful of 16 px line icons drawn for the shell, so the app needs no icon font or
// network request. Decorative: the buttons holding them carry the accessible name.
/** The frame every line icon of the app is drawn in; feature icons use it too. */
export function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function SunIcon() {
  return (
    <Icon>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1.06 1.06M11.54 11.54l1.06 1.06M3.4 12.6l1.06-1.06M11.54 4.46l1.06-1.06" />
    </Icon>
  );
}

export function MoonIcon() {
  return (
    <Icon>
      <path d="M13.5 9.5A5.5 5.5 0 0 1 6.5 2.5a5.5 5.5 0 1 0 7 7Z" />
    </Icon>
  );
}

export function GlobeIcon() {
  return (
    <Icon>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.8 1.7 2.7 3.8 2.7 6.25S9.8 12.55 8 14.25C6.2 12.55 5.3 10.45 5.3 8S6.2 3.45 8 1.75Z" />
    </Icon>
  );
}

export function HelpIcon() {
  return (
    <Icon>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M6.2 6.2a1.85 1.85 0 1 1 2.6 1.7c-.5.24-.8.6-.8 1.1v.3" />
      <circle cx="8" cy="11.4" r=".4" fill="currentColor" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon>
      <path d="M3.5 8.5l3 3 6-7" />
    </Icon>
  );
}

export function ChevronDownIcon() {
  return (
    <Icon width="12" height="12">
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}

/** Three bars: the button that opens the main navigation where the top bar has no room for it. */
export function MenuIcon() {
  return (
    <Icon>
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </Icon>
  );
}

export function UserIcon() {
  return (
    <Icon>
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.75 14c.6-2.6 2.7-4.25 5.25-4.25S12.65 11.4 13.25 14" />
    </Icon>
  );
}
