/// SQL's key words and data types. Key words win where a word is both.
enum SQLWords {
    static let all = WordTable([(.nameBuiltin, """
        array bigint binary bit blob boolean char character date dec decimal float int int2 int4 int8 integer \
        interval number numeric real serial serial4 serial8 bigserial smallserial signed smallint varchar varying \
        tinyint text mediumint mediumtext longtext tinytext mediumblob longblob tinyblob varbinary double \
        datetime timestamp timestamptz time year enum json jsonb uuid bytea money nchar nvarchar clob
        """),
        (.keyword, """
        abort abs absolute access action ada add admin after aggregate alias all allocate alter analyse analyze \
        and any are as asc asensitive assertion assignment asymmetric at atomic authorization avg backward \
        before begin between bitvar bit_length both breadth by c cache call called cardinality cascade cascaded \
        case cast catalog catalog_name chain characteristics character_length character_set_catalog \
        character_set_name character_set_schema char_length check checked checkpoint class class_origin close \
        cluster coalesce cobol collate collation collation_catalog collation_name collation_schema column \
        column_name command_function command_function_code comment commit committed completion condition \
        condition_number connect connection connection_name constraint constraint_catalog constraint_name \
        constraint_schema constraints constructor contains continue conversion convert copy corresponding count \
        create createdb createuser cross cube current current_date current_path current_role current_time \
        current_timestamp current_user cursor cursor_name cycle data database datetime_interval_code \
        datetime_interval_precision day deallocate declare default defaults deferrable deferred defined definer \
        delete delimiter delimiters deref desc describe descriptor destroy destructor deterministic diagnostics \
        dictionary disconnect dispatch distinct do domain drop dynamic dynamic_function dynamic_function_code \
        each else elsif encoding encrypted end end-exec equals escape every except exception exclusive exec \
        execute existing exists explain external extract false fetch final first for force foreign fortran \
        forward found free freeze from full function g general generated get global go goto grant granted \
        group grouping handler having hierarchy hold host hour identity if ignore ilike immediate immutable \
        implementation implicit in including increment index indicator infix inherits initialize initially \
        inner inout input insensitive insert instantiable instead intersect into invoker is isnull isolation \
        iterate join k key key_member key_type lancompiler language large last lateral leading left length \
        less level like limit listen load local localtime localtimestamp location locator lock lower m map \
        match max maxvalue message_length message_octet_length message_text method min minute minvalue mod mode \
        modifies modify module month more move mumps name names national natural new next no nocreatedb \
        nocreateuser none not nothing notify notnull null nullable nullif object octet_length of off offset \
        oids old on only open operation operator option options or order ordinality out outer output overlaps \
        overlay overriding owner pad parameter parameters parameter_mode parameter_name \
        parameter_ordinal_position parameter_specific_catalog parameter_specific_name \
        parameter_specific_schema partial pascal pendant period placing pli position postfix precedes precision \
        prefix preorder prepare preserve primary prior privileges procedural procedure public read reads \
        recheck recursive ref references referencing reindex relative rename repeatable replace reset restart \
        restrict result return returned_length returned_octet_length returned_sqlstate returns revoke right role \
        rollback rollup routine routine_catalog routine_name routine_schema row rows row_count rule save_point \
        savepoint schema schema_name scope scroll search second section security select self sensitive sequence \
        serializable server_name session session_user set setof sets share show similar simple size some source \
        space specific specifictype specific_name sql sqlcode sqlerror sqlexception sqlstate sqlwarninig stable \
        start state statement static statistics stdin stdout storage strict structure style subclass_origin \
        sublist substring succeeds sum symmetric sysid system system_user table table_name temp template \
        temporary terminate than then timezone_hour timezone_minute to toast trailing transaction \
        transactions_committed transactions_rolled_back transaction_active transform transforms translate \
        translation treat trigger trigger_catalog trigger_name trigger_schema trim true truncate trusted type \
        uncommitted under unencrypted union unique unknown unlisten unnamed unnest until update upper usage user \
        user_defined_type_catalog user_defined_type_name user_defined_type_schema using vacuum valid validator \
        values variable verbose version versions versioning view volatile when whenever where with without work \
        write zone
        """)], caseInsensitive: true)
}
