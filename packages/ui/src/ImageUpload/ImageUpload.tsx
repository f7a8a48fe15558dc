import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type DragEvent,
} from 'react';
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
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  describeSize,
  describeTypes,
  validateImage,
} from './validateImage';

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
  /** URL of the image already saved on the server, shown until a new file is chosen. @default undefined */
  currentImageUrl?: string | null;
  /** Accepted MIME types. @default ['image/jpeg', 'image/png', 'image/webp'] */
  accept?: readonly string[];
  /** Largest accepted file in bytes. @default 2097152 (2 MB) */
  maxSize?: number;
  /** Text of the pick button. @default 'Pilih gambar' */
  pickLabel?: string;
  /** Text of the remove button. @default 'Hapus gambar' */
  removeLabel?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

/**
 * Picks one image with a preview, by button or drag and drop. Wrong types and files over the size limit are
 * refused in the browser with a message; the hint says what is accepted ("JPG, PNG atau WebP, maks. 2 MB").
 */
export function ImageUpload({
  value: valueProp,
  onChange,
  currentImageUrl,
  accept = DEFAULT_IMAGE_TYPES,
  maxSize = DEFAULT_MAX_IMAGE_BYTES,
  pickLabel = 'Pilih gambar',
  removeLabel = 'Hapus gambar',
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
  const [file, setFile] = useControllableState<File | null>({
    value: valueProp,
    defaultValue: null,
    onChange,
  });
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [removedCurrent, setRemovedCurrent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownHint = hint ?? `${describeTypes(accept)}, maks. ${describeSize(maxSize)}`;
  const shownError = error ?? rejection ?? undefined;
  const field = useField({ id, hint: shownHint, error: shownError, required, disabled, describedBy });

  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const imageUrl = previewUrl ?? (removedCurrent ? null : (currentImageUrl ?? null));

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = validateImage(candidate, accept, maxSize);
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

  const remove = () => {
    setRejection(null);
    setRemovedCurrent(true);
    setFile(null);
    if (file === null) onChange?.(null);
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
          data-has-image={imageUrl ? '' : undefined}
        >
          {imageUrl ? (
            <img src={imageUrl} alt={file ? `Pratinjau ${file.name}` : 'Gambar saat ini'} />
          ) : (
            <Icon name="bx-image-add" />
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
              {imageUrl ? 'Ganti gambar' : pickLabel}
            </PickLabel>
            {imageUrl ? (
              <RemoveButton type="button" onClick={remove} disabled={disabled}>
                <Icon name="bx-trash" />
                {removeLabel}
              </RemoveButton>
            ) : null}
          </ButtonRow>
          {file ? <FileName>{`${file.name} (${describeSize(file.size)})`}</FileName> : null}
        </Actions>
      </Frame>
    </Field>
  );
}
ImageUpload.displayName = 'ImageUpload';
