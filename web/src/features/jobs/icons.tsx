import { Icon } from '../../ui/icons';

// Line icons of the jobs panel, drawn in the app's 16 px icon frame.

/** Stacked sheets: the jobs button in the top bar. */
export function JobsIcon() {
  return (
    <Icon>
      <path d="M8 1.75 14.25 5 8 8.25 1.75 5 8 1.75Z" />
      <path d="M1.75 8 8 11.25 14.25 8" />
      <path d="M1.75 11 8 14.25 14.25 11" />
    </Icon>
  );
}

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M8 2v8.5M4.5 7 8 10.5 11.5 7M2.5 13.5h11" />
    </Icon>
  );
}

export function RetryIcon() {
  return (
    <Icon>
      <path d="M13.25 8A5.25 5.25 0 1 1 11.7 4.3M13.25 2.5v3h-3" />
    </Icon>
  );
}
