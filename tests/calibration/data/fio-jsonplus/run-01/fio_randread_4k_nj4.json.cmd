command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:51:05Z
finished_utc: 2026-12-05T07:51:15Z
elapsed_s: 9.8
load_before:  07:51:05 up  3:05,  0 user,  load average: 6.55, 4.99, 3.43
busiest_before: pixreport-657e2(47.6%) pixreport-657e2(45.4%) pixreport-befor(37.5%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
