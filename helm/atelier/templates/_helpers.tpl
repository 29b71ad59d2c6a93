{{/* Names */}}
{{- define "atelier.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "atelier.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Labels: call with (dict "root" $ "component" "gateway") */}}
{{- define "atelier.selectorLabels" -}}
app.kubernetes.io/name: {{ include "atelier.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "atelier.labels" -}}
{{ include "atelier.selectorLabels" . }}
app.kubernetes.io/part-of: atelier
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" }}
{{- end -}}

{{/* Images */}}
{{- define "atelier.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}

{{- define "atelier.renderWorkerImage" -}}
{{- $image := .Values.renderWorker.image -}}
{{- printf "%s:%s" $image.repository (default .Chart.AppVersion $image.tag) -}}
{{- end -}}

{{/* host:port of a service by name: (dict "root" $ "service" "user") */}}
{{- define "atelier.serviceAddress" -}}
{{- printf "%s-%s:%v" (include "atelier.fullname" .root) .service .root.Values.service.grpcPort -}}
{{- end -}}

{{/* Environment from one key of an existing Secret: (dict "name" "DATABASE_URL" "secret" "x" "key" "y") */}}
{{- define "atelier.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: {{ .key }}
{{- end -}}

{{/* Environment from a map of plain settings, skipping empty ones (unset means the default). */}}
{{- define "atelier.plainEnv" -}}
{{- $entries := list -}}
{{- range $name, $value := . -}}
{{- if ne (toString $value) "" -}}
{{- $entries = append $entries (dict "name" $name "value" (toString $value)) -}}
{{- end -}}
{{- end -}}
{{- if $entries -}}
{{- toYaml $entries -}}
{{- end -}}
{{- end -}}

{{/* Settings every process shares. */}}
{{- define "atelier.commonEnv" -}}
- name: LOG_LEVEL
  value: {{ .Values.logLevel | quote }}
- name: NATS_URL
  value: {{ .Values.nats.url | quote }}
- name: BUS_PREFIX
  value: {{ .Values.busPrefix | quote }}
{{- with .Values.blobs.s3 }}
{{- if .bucket }}
- name: BLOB_S3_BUCKET
  value: {{ .bucket | quote }}
- name: BLOB_S3_REGION
  value: {{ .region | quote }}
- name: BLOB_S3_FORCE_PATH_STYLE
  value: {{ .forcePathStyle | quote }}
- name: BLOB_S3_PART_SIZE_MB
  value: {{ .partSizeMb | quote }}
{{- if .endpoint }}
- name: BLOB_S3_ENDPOINT
  value: {{ .endpoint | quote }}
{{- end }}
{{- if .existingSecret }}
{{ include "atelier.secretEnv" (dict "name" "AWS_ACCESS_KEY_ID" "secret" .existingSecret "key" .accessKeyIdKey) }}
{{ include "atelier.secretEnv" (dict "name" "AWS_SECRET_ACCESS_KEY" "secret" .existingSecret "key" .secretAccessKeyKey) }}
{{- end }}
{{- end }}
{{- end }}
{{- if not .Values.blobs.s3.bucket }}
- name: BLOB_DIR
  value: {{ .Values.blobs.mountPath | quote }}
{{- end }}
- name: DATA_DIR
  value: /tmp/atelier
- name: HOME
  value: /tmp
{{- end -}}

{{- define "atelier.volumes" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmp.sizeLimit }}
{{- if not .Values.blobs.s3.bucket }}
- name: blobs
{{- if .Values.blobs.existingClaim }}
  persistentVolumeClaim:
    claimName: {{ .Values.blobs.existingClaim }}
{{- else }}
  emptyDir: {}
{{- end }}
{{- end }}
{{- end -}}

{{- define "atelier.volumeMounts" -}}
- name: tmp
  mountPath: /tmp
{{- if not .Values.blobs.s3.bucket }}
- name: blobs
  mountPath: {{ .Values.blobs.mountPath }}
{{- end }}
{{- end -}}

{{/* Pod-level settings shared by every workload: (dict "root" $ "scheduling" <values with nodeSelector/tolerations/affinity>) */}}
{{- define "atelier.podSettings" -}}
{{- $root := .root -}}
automountServiceAccountToken: false
enableServiceLinks: false
securityContext:
  {{- toYaml $root.Values.podSecurityContext | nindent 2 }}
{{- with $root.Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- $nodeSelector := $root.Values.nodeSelector -}}
{{- $tolerations := $root.Values.tolerations -}}
{{- $affinity := $root.Values.affinity -}}
{{- with .scheduling }}
{{- if .nodeSelector }}{{ $nodeSelector = .nodeSelector }}{{ end }}
{{- if .tolerations }}{{ $tolerations = .tolerations }}{{ end }}
{{- if .affinity }}{{ $affinity = .affinity }}{{ end }}
{{- end }}
{{- with $nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with $affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/* Whether the render workers are scaled by KEDA. */}}
{{- define "atelier.useKeda" -}}
{{- $engine := .Values.renderWorker.autoscaling.engine -}}
{{- if or (eq $engine "keda") (and (eq $engine "auto") (.Capabilities.APIVersions.Has "keda.sh/v1alpha1")) -}}
true
{{- end -}}
{{- end -}}

{{/* Refuses settings of the payment and print services that could not work, naming the value to change. */}}
{{- define "atelier.checkPaymentAndPrint" -}}
{{- if and (not .Values.secrets.stripe.existingSecret) (gt (int .Values.services.payment.replicas) 1) -}}
{{- fail "services.payment.replicas: without Stripe (secrets.stripe.existingSecret empty) payments run in the built-in test mode, which keeps its webhook signing secret in the pod and so runs a single replica: set secrets.stripe.existingSecret, or replicas 1" -}}
{{- end -}}
{{- if eq (toString (.Values.services.print.env.PRINT_PROVIDER | default "sandbox")) "printful" -}}
{{- if not .Values.secrets.printful.existingSecret -}}
{{- fail "secrets.printful.existingSecret: must name the Secret with Printful's API token when services.print.env.PRINT_PROVIDER is printful" -}}
{{- end -}}
{{- if not .Values.services.print.env.PRINT_FILE_URL_BASE -}}
{{- fail "services.print.env.PRINT_FILE_URL_BASE: must be set when services.print.env.PRINT_PROVIDER is printful (where Printful fetches print files)" -}}
{{- end -}}
{{- end -}}
{{- end -}}
