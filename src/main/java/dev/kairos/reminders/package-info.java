/**
 * Reminders: when each reminder of each occurrence of a user's events fires, firing it
 * exactly once across instances (e-mail through {@link dev.kairos.mail.SystemMail},
 * notifications to the open web apps and by Web Push to subscribed browsers), and what
 * will fire and what did ({@code GET /api/reminders}). docs/reminders.md explains the
 * design.
 */
@ApplicationModule(allowedDependencies = { "events", "sync", "settings", "security", "shared", "mail" })
@NullMarked
package dev.kairos.reminders;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
