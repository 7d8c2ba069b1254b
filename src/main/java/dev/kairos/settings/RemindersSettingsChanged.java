package dev.kairos.settings;

import java.util.UUID;

/**
 * Published inside the transaction that changed what a user's reminders depend on: their
 * default or assignment reminders, or their time zone (all-day events begin at midnight
 * there).
 *
 * @param userId whose settings changed
 */
public record RemindersSettingsChanged(UUID userId) {
}
