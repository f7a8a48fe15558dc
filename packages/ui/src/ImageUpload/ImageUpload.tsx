import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type DragEvent,
} from 'react';
import { Button } from '../Button';
import { Field, useField, type FieldBaseProps } from '../Field';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';
import {
  Actions,
  ButtonRow,
  FileInput,
  FileName,
  Frame,
  PickLabel,
  Preview,
  RemoveButton,
} from './ImageUpload.styles';
import {
  DEFAULT_DOCUMENT_TYPES,
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  describeSize,
  describeTypes,
  validateImage,
} from './validateImage';
import { imageDefaults } from '../UiLabels/defaults/image';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface ImageUploadProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'required' | 'type' | 'accept'
    > {
  /** The chosen file (controlled); `null` for none. @default undefined */
  value?: File | null;
  /** Called with the accepted file, or `null` when removed. Refused files do not call it. @default undefined */
  onChange?: (file: File | null) => void;
  /**
   * What the field takes: an image, previewed (a product photo), or a document kept with a record (a certificate:
   * a PDF or a scan), shown by a sign and its name; the saved one is opened with `onViewCurrent`, never loaded
   * inline (it is read with the session). @default 'image'
   */
  mode?: 'image' | 'document';
  /**
   * URL of the file already saved on the server: an image is shown until a new file is chosen; in document mode
   * it only says that one is saved. @default undefined
   */
  currentImageUrl?: string | null;
  /**
   * Called when the user asks to see the saved file (the "Lihat file" button shows only with this callback and a
   * saved file, while no new file is chosen). The parent reads it (with the session) and opens it. @default undefined
   */
  onViewCurrent?: () => void;
  /** The saved file is being opened (its button shows busy). @default false */
  viewing?: boolean;
  /**
   * Called when the user asks to remove the saved image (the button shows only with this callback and a saved
   * image). The parent decides what that means (usually: remove it on save) and stops passing the URL.
   * @default undefined
   */
  onRemoveCurrent?: () => void;
  /** Accepted MIME types. @default ['image/jpeg', 'image/png', 'image/webp']; a document: PDF, JPEG and PNG */
  accept?: readonly string[];
  /** Largest accepted file in bytes. @default 2097152 (2 MB) */
  maxSize?: number;
  /**
   * Text of the pick button; it keeps this one label whether or not an image is shown.
   * @default 'Pilih gambar' ('Pilih file' for a document)
   */
  pickLabel?: string;
  /** Text of the button that removes the saved image (see `onRemoveCurrent`). @default 'Hapus gambar' */
  removeLabel?: string;
  /**
   * Text of the button that drops a newly chosen file (the saved image shows again).
   * @default 'Batalkan gambar baru' ('Batalkan file baru' for a document)
   */
  discardLabel?: string;
  /** How the preview shows the image: filling its square (a photo) or whole inside it (a logo). @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Class name of the root element. @default undefined */
  className?: string;
}

/**
 * Picks one image with a preview, or one document (`mode="document"`), by button or drag and drop. Wrong types and
 * files over the size limit are refused in the browser with a message; the hint says what is accepted ("JPG, PNG
 * atau WebP, maks. 2 MB").
 */
export function ImageUpload({
  value: valueProp,
  onChange,
  mode = 'image',
  currentImageUrl,
  onRemoveCurrent,
  onViewCurrent,
  viewing = false,
  accept = mode === 'document' ? DEFAULT_DOCUMENT_TYPES : DEFAULT_IMAGE_TYPES,
  maxSize = DEFAULT_MAX_IMAGE_BYTES,
  pickLabel: pickLabelProp,
  removeLabel: removeLabelProp,
  discardLabel: discardLabelProp,
  fit = 'cover',
  label,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: ImageUploadProps) {
  const labels = useUiLabelGroup('image', imageDefaults);
  const isDocument = mode === 'document';
  const pickLabel = pickLabelProp ?? (isDocument ? labels.pickDocument : labels.pick);
  const removeLabel = removeLabelProp ?? labels.remove;
  const discardLabel = discardLabelProp ?? (isDocument ? labels.discardDocument : labels.discard);
  const [file, setFile] = useControllableState<File | null>({
    value: valueProp,
    defaultValue: null,
    onChange,
  });
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownHint = hint ?? labels.hint(describeTypes(accept, labels.or), describeSize(maxSize));
  // The file just refused is the newest word on the field (over an older error, a server's refusal of the last one).
  const shownError = rejection ?? error ?? undefined;
  const field = useField({ id, hint: shownHint, error: shownError, required, disabled, describedBy });

  // A chosen image is previewed (a document's scan too); a chosen PDF and a saved document show a sign instead.
  const previewed = file !== null && (!isDocument || file.type.startsWith('image/'));
  const previewUrl = useMemo(() => (file && previewed ? URL.createObjectURL(file) : null), [file, previewed]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const imageUrl = previewUrl ?? (isDocument || file ? null : (currentImageUrl ?? null));
  const documentShown = isDocument && !previewUrl && (file !== null || Boolean(currentImageUrl));

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = validateImage(candidate, accept, maxSize, labels);
    setRejection(problem);
    if (!problem) setFile(candidate);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Let the user choose the same file again after removing it.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  /** Drops the chosen file; the saved image (if any) shows again. */
  const discard = () => {
    setRejection(null);
    setFile(null);
    inputRef.current?.focus();
  };
  const removeCurrent = () => {
    setRejection(null);
    onRemoveCurrent?.();
    inputRef.current?.focus();
  };

  return (
    <Field
      field={field}
      label={label}
      hint={shownHint}
      error={shownError}
      labelElement="span"
      className={className}
      style={style}
    >
      <Frame
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <Preview
          data-dragging={dragging || undefined}
          data-invalid={field.invalid || undefined}
          data-has-image={imageUrl || documentShown ? '' : undefined}
          data-fit={fit}
        >
          {imageUrl ? (
            <img src={imageUrl} alt={file ? labels.preview(file.name) : labels.current} />
          ) : documentShown ? (
            <Icon name="bx-file" label={file ? file.name : labels.currentDocument} />
          ) : (
            <Icon name={isDocument ? 'bx-file-blank' : 'bx-image-add'} />
          )}
        </Preview>
        <Actions>
          <ButtonRow>
            <FileInput
              ref={inputRef}
              type="file"
              accept={accept.join(',')}
              disabled={disabled}
              onChange={handleInput}
              {...field.controlProps}
              aria-labelledby={label !== undefined ? `${field.labelId} ${field.inputId}-pick` : undefined}
              {...inputProps}
            />
            <PickLabel
              htmlFor={field.inputId}
              id={`${field.inputId}-pick`}
              data-disabled={disabled || undefined}
            >
              <Icon name="bx-upload" />
              {pickLabel}
            </PickLabel>
            {file ? (
              <RemoveButton type="button" onClick={discard} disabled={disabled}>
                <Icon name="bx-x" />
                {discardLabel}
              </RemoveButton>
            ) : (
              <>
                {currentImageUrl && onViewCurrent ? (
                  <Button
                    type="button"
                    variant="text"
                    icon="bx-show"
                    onClick={onViewCurrent}
                    loading={viewing}
                  >
                    {labels.view}
                  </Button>
                ) : null}
                {currentImageUrl && onRemoveCurrent ? (
                  <RemoveButton type="button" onClick={removeCurrent} disabled={disabled}>
                    <Icon name="bx-trash" />
                    {removeLabel}
                  </RemoveButton>
                ) : null}
              </>
            )}
          </ButtonRow>
          {file ? <FileName>{`${file.name} (${describeSize(file.size)})`}</FileName> : null}
        </Actions>
      </Frame>
    </Field>
  );
}
ImageUpload.displayName = 'ImageUpload';
