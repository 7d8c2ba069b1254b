package dev.kairos.shared;

import java.sql.DatabaseMetaData;

import javax.sql.DataSource;

import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;

/**
 * Which of the two databases the service runs on, for the few statements written apart
 * for each: PostgreSQL answers several reads in one round trip where H2, in the same
 * process, has no round trip to save and plans some of those statements worse.
 */
public final class Databases {

	private Databases() {
	}

	/** Whether {@code dataSource} is PostgreSQL (false when it cannot be told). */
	public static boolean isPostgres(DataSource dataSource) {
		return "PostgreSQL".equals(productName(dataSource));
	}

	/** Whether {@code dataSource} is H2 (false when it cannot be told). */
	public static boolean isH2(DataSource dataSource) {
		return "H2".equals(productName(dataSource));
	}

	private static String productName(DataSource dataSource) {
		try {
			return JdbcUtils.extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName);
		}
		catch (MetaDataAccessException ex) {
			return "";
		}
	}

}
