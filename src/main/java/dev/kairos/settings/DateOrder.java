package dev.kairos.settings;

import java.util.Locale;

/**
 * How a numeric date such as {@code 5/12} is read: month first ({@code mdy}, the
 * default), day first ({@code dmy}) or year first ({@code ymd}).
 */
public enum DateOrder {

	MDY, DMY, YMD;

	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

}
