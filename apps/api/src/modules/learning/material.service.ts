// Batch materials: an admin attaches PDFs and Office documents (judged by their bytes) to a batch, and
// only a learner holding an active seat in that batch (or an admin) downloads them.
import type { BatchMaterial } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { batchesForLearners } from '../catalogue/batch.service';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/storage';
import { materialRepository, type MaterialSummary } from './material.repository';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
// PowerPoint, Word and Excel files (Office Open XML) are zip archives; the extension says which.
const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
const officeTypes: Record<string, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FILE_NAME_MAX_LENGTH = 120;
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The name a file is stored and offered under: the last part of a path only, without control
 * characters or those that file systems refuse, at most 120 characters with its extension kept.
 */
export function sanitiseFileName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const characters = [...cleaned];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const extension = `.${extensionOf(cleaned)}`;
  return (
    characters.slice(0, FILE_NAME_MAX_LENGTH - [...extension].length).join('') + extension
  ).trim();
}

/** The file's type and the name it is kept under, or undefined for a file we do not take. */
export function materialTypeOf(
  bytes: Buffer,
  fileName: string,
): { contentType: string; fileName: string } | undefined {
  const name = sanitiseFileName(fileName);
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    const stem = name.replace(/\.[^.]*$/, '') || 'material';
    return { contentType: 'application/pdf', fileName: `${stem}.pdf` };
  }
  const officeType = officeTypes[extensionOf(name)];
  if (officeType && bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) {
    return { contentType: officeType, fileName: name };
  }
  return undefined;
}

export const toBatchMaterial = (material: Omit<MaterialSummary, 'storageKey'>): BatchMaterial => ({
  id: String(material.id),
  title: material.title,
  fileName: material.fileName,
  contentType: material.contentType,
  size: material.size,
  uploadedAt: material.createdAt.toISOString(),
});

export interface MaterialUpload {
  title: string;
  fileName: string;
  bytes: Buffer;
}

/** A material's file as a download sends it. */
export interface MaterialDownload {
  fileName: string;
  contentType: string;
  body: Readable | Buffer;
}

/** A new key in the storage for a material, kept under its own folder; the extension follows the type. */
const storageKeyOf = (fileName: string) =>
  `materials/${randomBytes(16).toString('hex')}${/\.(pdf|pptx|docx|xlsx)$/i.exec(fileName)?.[0].toLowerCase() ?? ''}`;

export function materialService(db: Database, storage: FileStorage) {
  const repository = materialRepository(db);

  /** The batch, which must be one of the workshop's. */
  async function batchOfWorkshop(productId: number, batchId: number): Promise<number> {
    const [found] = await batchesForLearners(db, [batchId]);
    if (!found || found.workshop.id !== productId) {
      throw new AppError('NOT_FOUND', `Workshop ${productId} has no batch ${batchId}`);
    }
    return found.batch.id;
  }

  return {
    async upload(
      productId: number,
      batchId: number,
      upload: MaterialUpload,
      actor: AuditActor,
    ): Promise<BatchMaterial> {
      await batchOfWorkshop(productId, batchId);
      if (upload.bytes.length === 0) {
        throw new AppError('VALIDATION_FAILED', `${upload.fileName || 'The file'} is empty`);
      }
      const type = materialTypeOf(upload.bytes, upload.fileName);
      if (!type) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Only PDF files and PowerPoint, Word or Excel documents (.pptx, .docx, .xlsx) can be attached; "${upload.fileName}" is none of them`,
        );
      }
      // The file goes first: a row never names a file that is not there. Should the row not be
      // written, the file is removed again.
      const storageKey = storageKeyOf(type.fileName);
      await storage.put(storageKey, upload.bytes, type.contentType);
      const recorded = db.transaction(async (tx) => {
        const material = toBatchMaterial(
          await materialRepository(tx).insert({
            batchId,
            title: upload.title,
            ...type,
            size: upload.bytes.length,
            storageKey,
            uploadedBy: actor.id,
          }),
        );
        await recordAudit(tx, {
          actor,
          action: 'material.create',
          entityType: 'material',
          entityId: material.id,
          after: { batchId, ...material },
        });
        return material;
      });
      return recorded.catch(async (error: unknown) => {
        await storage.delete(storageKey);
        throw error;
      });
    },

    async list(productId: number, batchId: number): Promise<BatchMaterial[]> {
      await batchOfWorkshop(productId, batchId);
      return (await repository.listOfBatch(batchId)).map(toBatchMaterial);
    },

    async remove(
      actor: AuditActor,
      productId: number,
      batchId: number,
      materialId: number,
    ): Promise<void> {
      await batchOfWorkshop(productId, batchId);
      const removed = await db.transaction(async (tx) => {
        const removed = await materialRepository(tx).delete(batchId, materialId);
        if (!removed) {
          throw new AppError('NOT_FOUND', `Batch ${batchId} has no material ${materialId}`);
        }
        await recordAudit(tx, {
          actor,
          action: 'material.delete',
          entityType: 'material',
          entityId: materialId,
          before: { batchId, ...toBatchMaterial(removed) },
        });
        return removed;
      });
      // Once the row is gone nobody can reach the file: removing it cannot take one still listed.
      if (removed.storageKey) await storage.delete(removed.storageKey);
    },

    /**
     * The file for the holder of the active enrolment (any holder's when `learnerId` is null: an
     * admin); anyone else, an ended enrolment or another batch's material finds nothing.
     */
    async download(
      enrolmentId: number,
      materialId: number,
      learnerId: number | null,
    ): Promise<MaterialDownload> {
      const file = await repository.fileForEnrolment(enrolmentId, materialId, learnerId);
      const missing = () =>
        new AppError('NOT_FOUND', `Enrolment ${enrolmentId} has no material ${materialId}`);
      if (!file) throw missing();
      const { fileName, contentType } = file;
      if (file.storageKey === null)
        return { fileName, contentType, body: file.content ?? Buffer.alloc(0) };
      const stored = await storage.get(file.storageKey);
      if (!stored) throw missing();
      return { fileName, contentType, body: stored.body };
    },

    /**
     * Moves the materials uploaded while files were kept in their rows to the storage, one at a
     * time; answers how many it moved. Instances may run it at once: a row moved by another is
     * left as that one wrote it, and the copy made here removed.
     */
    async moveRowsToStorage(): Promise<number> {
      let moved = 0;
      for (let next = await repository.nextInRow(); next; next = await repository.nextInRow()) {
        const storageKey = storageKeyOf(next.fileName);
        await storage.put(storageKey, next.content, next.contentType);
        if (await repository.movedToStorage(next.id, storageKey)) moved += 1;
        else await storage.delete(storageKey);
      }
      return moved;
    },
  };
}
