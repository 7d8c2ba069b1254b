/**
 * Per-user settings: time zone, working hours, study preferences, how dates are read, and
 * the secret iCal feed token. A user's row is made with defaults on the first read. Other
 * features read them through {@link dev.kairos.settings.SettingsService}.
 */
@ApplicationModule(allowedDependencies = { "security", "shared" })
@NullMarked
package dev.kairos.settings;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
