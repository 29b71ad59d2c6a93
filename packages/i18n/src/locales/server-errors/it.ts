import type { ServerErrorMessages } from './en-US';

export const serverErrorMessagesIt: ServerErrorMessages = {
  serverErrors: {
    order_not_draft: 'L’ordine è stato pagato: non accetta altri articoli.',
    variant_not_found: 'Questa variante del prodotto non è offerta.',
    variant_out_of_stock:
      'Questa variante del prodotto è esaurita. Scegli un’altra taglia o un altro colore.',
    order_empty: 'L’ordine non ha ancora articoli.',
    print_file_failed:
      'Un file di stampa di questo ordine non è stato creato. Inizia un nuovo ordine senza di esso.',
    print_file_rendering: 'I file di stampa sono ancora in preparazione. Riprova tra un momento.',
    extension_not_recognised: 'Estensione del file non riconosciuta.',
    type_not_supported: 'Tipo di file non supportato.',
    content_safety:
      'Questo file viola le nostre regole sulla sicurezza dei contenuti. Se non sei d’accordo, contattaci.',
    file_too_large: 'Il file è troppo grande: sono accettati al massimo {{limitMegabytes, number}} MB.',
    image_too_large:
      'L’immagine è troppo grande: {{width, number}} × {{height, number}} pixel, sono accettati al massimo {{limitMegapixels, number}} megapixel.',
    upload_unreadable: 'Non è stato possibile leggere il caricamento. Riprova.',
    upload_unexpected_part: 'Il caricamento contiene qualcosa di diverso dal file. Scegli di nuovo il file.',
    upload_empty: 'Il caricamento non contiene alcun file. Scegli di nuovo il file.',
    file_project_not_found: 'Il progetto a cui era destinato questo file non è stato trovato.',
    file_project_owner_only: 'Solo il proprietario può aggiungere file a questo progetto.',
    file_template_not_found: 'Il modello a cui era destinato questo file non è stato trovato.',
    file_owner_missing: 'Un file appartiene a un progetto oppure a un modello.',
    storage_quota_exceeded:
      'Questo file supererebbe la tua quota di spazio di {{quotaMegabytes, number}} MB: {{usedMegabytes, number}} MB sono in uso. Elimina i file che non ti servono più e riprova.',
    job_target_not_found: 'Ciò su cui questo lavoro doveva operare non è stato trovato.',
    job_started: 'I file si possono aggiungere a un lavoro solo prima che inizi.',
    template_project_version_not_found:
      'Il modello da cui doveva partire questo progetto non è stato trovato.',
    project_owner_only: 'Solo il proprietario può modificare questo progetto.',
    project_history_owner_only: 'Solo il proprietario può vedere la cronologia di questo progetto.',
    UNAUTHENTICATED: 'Accedi per continuare.',
    RESOURCE_EXHAUSTED: 'Troppe richieste. Attendi un momento e riprova.',
    URI_TOO_LONG: 'L’indirizzo è troppo lungo.',
    HEADERS_TOO_LARGE: 'Le intestazioni della richiesta sono troppo grandi.',
    PAYLOAD_TOO_LARGE: 'Ciò che hai inviato è troppo grande.',
    DEADLINE_EXCEEDED: 'Il server non ha risposto in tempo. Riprova.',
    UNAVAILABLE: 'Il server non è raggiungibile al momento. Riprova più tardi.',
    INTERNAL: 'Si è verificato un errore interno da parte nostra. Riprova più tardi.',
  },
};
