command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:15:22Z
finished_utc: 2026-12-06T03:15:31Z
elapsed_s: 9.7
load_before:  03:15:22 up 16:08,  0 user,  load average: 8.43, 7.09, 6.20
busiest_before: pixreport-c1bba(48.8%) alarms_real(45.6%) pixreport-c1bba(40.9%) png-aaf87f0e63d(23.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
