import type { ServerErrorMessages } from './en-US';

export const serverErrorMessagesDe: ServerErrorMessages = {
  serverErrors: {
    order_not_draft: 'Die Bestellung ist bezahlt und nimmt keine weiteren Artikel auf.',
    variant_not_found: 'Diese Produktvariante wird nicht angeboten.',
    variant_out_of_stock:
      'Diese Produktvariante ist nicht vorrätig. Wählen Sie eine andere Größe oder Farbe.',
    order_empty: 'Die Bestellung enthält noch keine Artikel.',
    print_file_failed:
      'Eine Druckdatei dieser Bestellung ließ sich nicht erstellen. Beginnen Sie eine neue Bestellung ohne sie.',
    print_file_rendering: 'Die Druckdateien werden noch erstellt. Versuchen Sie es gleich noch einmal.',
    extension_not_recognised: 'Dateiendung nicht erkannt.',
    type_not_supported: 'Dateityp wird nicht unterstützt.',
    content_safety:
      'Diese Datei verstößt gegen unsere Regeln zur Inhaltssicherheit. Wenn Sie anderer Meinung sind, kontaktieren Sie uns bitte.',
    file_too_large: 'Die Datei ist zu groß: höchstens {{limitMegabytes, number}} MB werden angenommen.',
    image_too_large:
      'Das Bild ist zu groß: {{width, number}} × {{height, number}} Pixel, höchstens {{limitMegapixels, number}} Megapixel werden angenommen.',
    upload_unreadable: 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    upload_unexpected_part:
      'Der Upload enthält etwas anderes als die Datei. Bitte wählen Sie die Datei erneut.',
    upload_empty: 'Der Upload enthält keine Datei. Bitte wählen Sie die Datei erneut.',
    file_project_not_found: 'Das Projekt, für das diese Datei bestimmt war, wurde nicht gefunden.',
    file_project_owner_only: 'Nur der Eigentümer kann diesem Projekt Dateien hinzufügen.',
    file_template_not_found: 'Die Vorlage, für die diese Datei bestimmt war, wurde nicht gefunden.',
    file_owner_missing: 'Eine Datei gehört entweder zu einem Projekt oder zu einer Vorlage.',
    storage_quota_exceeded:
      'Diese Datei würde Ihr Speicherkontingent von {{quotaMegabytes, number}} MB überschreiten: {{usedMegabytes, number}} MB sind belegt. Löschen Sie Dateien, die Sie nicht mehr brauchen, und versuchen Sie es erneut.',
    job_target_not_found: 'Das, woran dieser Auftrag arbeiten sollte, wurde nicht gefunden.',
    job_started: 'Dateien lassen sich einem Auftrag nur hinzufügen, bevor er startet.',
    template_project_version_not_found:
      'Die Vorlage, mit der dieses Projekt beginnen sollte, wurde nicht gefunden.',
    project_owner_only: 'Nur der Eigentümer kann dieses Projekt ändern.',
    project_history_owner_only: 'Nur der Eigentümer kann den Verlauf dieses Projekts sehen.',
    UNAUTHENTICATED: 'Bitte melden Sie sich an, um fortzufahren.',
    RESOURCE_EXHAUSTED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    URI_TOO_LONG: 'Die Adresse ist zu lang.',
    HEADERS_TOO_LARGE: 'Die Kopfzeilen der Anfrage sind zu groß.',
    PAYLOAD_TOO_LARGE: 'Das Gesendete ist zu groß.',
    DEADLINE_EXCEEDED: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    UNAVAILABLE: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    INTERNAL: 'Bei uns ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  },
};
