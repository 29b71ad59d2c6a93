import type { ServerErrorMessages } from './en-US';

export const serverErrorMessagesFr: ServerErrorMessages = {
  serverErrors: {
    order_not_draft: 'La commande est payée : elle ne prend plus d’articles.',
    variant_not_found: 'Cette variante du produit n’est pas proposée.',
    variant_out_of_stock:
      'Cette variante du produit est en rupture de stock. Choisissez une autre taille ou couleur.',
    order_empty: 'La commande n’a encore aucun article.',
    print_file_failed:
      'Un fichier d’impression de cette commande n’a pas pu être créé. Commencez une nouvelle commande sans lui.',
    print_file_rendering:
      'Les fichiers d’impression sont encore en cours de création. Réessayez dans un instant.',
    extension_not_recognised: 'Extension de fichier non reconnue.',
    type_not_supported: 'Type de fichier non pris en charge.',
    content_safety:
      'Ce fichier enfreint nos règles de sécurité des contenus. Si vous n’êtes pas d’accord, contactez-nous.',
    file_too_large:
      'Le fichier est trop volumineux\u00a0: {{limitMegabytes, number}} Mo au maximum sont acceptés.',
    image_too_large:
      'L’image est trop grande\u00a0: {{width, number}} × {{height, number}} pixels, {{limitMegapixels, number}} mégapixels au maximum sont acceptés.',
    upload_unreadable: 'L’envoi n’a pas pu être lu. Veuillez réessayer.',
    upload_unexpected_part:
      'L’envoi contient autre chose que le fichier. Veuillez choisir à nouveau le fichier.',
    upload_empty: 'L’envoi ne contient aucun fichier. Veuillez choisir à nouveau le fichier.',
    file_project_not_found: 'Le projet auquel ce fichier était destiné est introuvable.',
    file_project_owner_only: 'Seul le propriétaire peut ajouter des fichiers à ce projet.',
    file_template_not_found: 'Le modèle auquel ce fichier était destiné est introuvable.',
    file_owner_missing: 'Un fichier appartient soit à un projet, soit à un modèle.',
    storage_quota_exceeded:
      'Ce fichier dépasserait votre quota de stockage de {{quotaMegabytes, number}} Mo\u00a0: {{usedMegabytes, number}} Mo sont utilisés. Supprimez les fichiers dont vous n’avez plus besoin et réessayez.',
    job_target_not_found: 'Ce sur quoi cette tâche devait travailler est introuvable.',
    job_started: 'On ne peut ajouter des fichiers à une tâche qu’avant son démarrage.',
    template_project_version_not_found:
      'Le modèle à partir duquel ce projet devait commencer est introuvable.',
    project_owner_only: 'Seul le propriétaire peut modifier ce projet.',
    project_history_owner_only: 'Seul le propriétaire peut voir l’historique de ce projet.',
    UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
    RESOURCE_EXHAUSTED: 'Trop de requêtes. Veuillez patienter un instant puis réessayer.',
    URI_TOO_LONG: 'L’adresse est trop longue.',
    HEADERS_TOO_LARGE: 'Les en-têtes de la requête sont trop volumineux.',
    PAYLOAD_TOO_LARGE: 'Ce que vous avez envoyé est trop volumineux.',
    DEADLINE_EXCEEDED: 'Le serveur n’a pas répondu à temps. Veuillez réessayer.',
    UNAVAILABLE: 'Le serveur est injoignable pour le moment. Veuillez réessayer plus tard.',
    INTERNAL: 'Une erreur interne s’est produite de notre côté. Veuillez réessayer plus tard.',
  },
};
